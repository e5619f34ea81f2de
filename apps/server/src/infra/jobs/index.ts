export { JobQueue, type JobContext, type JobDefinition, type JobHandler } from './queue';
