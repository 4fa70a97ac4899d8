/** docs/openapi.json as a page a backend team can read: each operation, its rules, who may call it, and its schemas. */
import { Badge, Code, Group, List, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'

interface Operation {
  operationId: string
  summary: string
  description?: string
  security?: unknown[]
  'x-mock-only'?: boolean
  requestBody?: { content: Record<string, { schema: { $ref: string } }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref: string } }> }>
}

export interface OpenApiDocumentProps {
  document: {
    info: { title: string; version: string; description: string }
    paths: Record<string, Record<string, Operation>>
    components: { schemas: Record<string, unknown> }
  }
}

const schemaName = (ref: string) => ref.split('/').at(-1) ?? ref

/** A link to the schema in the Schemas section. */
function SchemaLink({ refTo }: { refTo: string }) {
  const name = schemaName(refTo)
  return <a href={`#schema-${name}`}>{name}</a>
}

/** One component schema, its JSON shown (and rendered) only once opened. */
function SchemaDetails({ name, schema }: { name: string; schema: unknown }) {
  const [open, setOpen] = useState(false)
  return (
    <details id={`schema-${name}`} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{name}</summary>
      {open && <Code block>{JSON.stringify(schema, null, 2)}</Code>}
    </details>
  )
}

export function OpenApiDocument({ document }: OpenApiDocumentProps) {
  const { schemas } = document.components
  return (
    <Stack p="md" maw={960}>
      <Title order={1}>
        {document.info.title} {document.info.version}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{document.info.description}</Text>
      {Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => (
          <Stack key={`${method} ${path}`} gap="xs" component="section" aria-label={operation.operationId}>
            <Group gap="xs">
              <Badge>{method.toUpperCase()}</Badge>
              <Title order={2} size="h4">
                <Code>{path}</Code>
              </Title>
              {operation.security && <Badge color="saffron">ID token of the data's owner</Badge>}
              {operation['x-mock-only'] && <Badge color="gray">mock only</Badge>}
            </Group>
            <Text>{operation.summary}</Text>
            {operation.description && (
              <List size="sm">
                {operation.description.split('\n').map((rule) => (
                  <List.Item key={rule}>{rule.replace(/^- /, '')}</List.Item>
                ))}
              </List>
            )}
            {operation.requestBody && (
              <Group gap="xs" align="flex-start">
                <Text fw={600}>Request</Text>
                <SchemaLink refTo={operation.requestBody.content['application/json']!.schema.$ref} />
              </Group>
            )}
            {Object.entries(operation.responses).map(([status, response]) => (
              <Group key={status} gap="xs" align="flex-start">
                <Text fw={600}>{status}</Text>
                <Text size="sm">{response.description}</Text>
                {response.content && <SchemaLink refTo={response.content['application/json']!.schema.$ref} />}
              </Group>
            ))}
          </Stack>
        )),
      )}
      <Title order={2}>Schemas</Title>
      {Object.entries(schemas).map(([name, schema]) => (
        <SchemaDetails key={name} name={name} schema={schema} />
      ))}
    </Stack>
  )
}
