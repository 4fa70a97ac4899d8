import { runStoriesOfPart } from './everyStory'

await runStoriesOfPart(1)
