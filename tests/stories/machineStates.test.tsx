import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { expect, test } from 'vitest'
import { everyStoryFile } from './composedStories'

const storyFiles = await everyStoryFile()

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', {
  eager: true,
})

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' && value !== null && 'root' in value && 'id' in value && 'transition' in value
  )
}

/** Every state node below the root, as '<machine id>:<dotted path>'. */
function statePaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [
    `${node.machine.id}:${child.path.join('.')}`,
    ...statePaths(child),
  ])
}

const machines = Object.values(machineModules).flatMap((module) => Object.values(module).filter(isMachine))

/** What the stories show, from `parameters.machine` and `parameters.state` (meta merged with story). */
const shown = new Set(
  storyFiles.flatMap(({ stories }) =>
    stories
      .filter(
        (story) => typeof story.parameters.machine === 'string' && typeof story.parameters.state === 'string',
      )
      .map((story) => `${story.parameters.machine}:${story.parameters.state}`),
  ),
)

test('machines/ holds machines to check', () => {
  expect(machines.length).toBeGreaterThan(0)
})

test('every state of every machine is shown by a story', () => {
  const missing = machines.flatMap((machine) => statePaths(machine.root)).filter((path) => !shown.has(path))
  expect(
    missing,
    `states no story shows (add parameters: { machine, state }):\n${missing.join('\n')}`,
  ).toEqual([])
})

test('every story that names a machine state names a real one', () => {
  const known = new Set(machines.flatMap((machine) => statePaths(machine.root)))
  expect([...shown].filter((path) => !known.has(path))).toEqual([])
})
