import { runStoriesOfPart } from './everyStory'

await runStoriesOfPart(3)
