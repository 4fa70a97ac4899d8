import { runStoriesOfPart } from './everyStory'

await runStoriesOfPart(2)
