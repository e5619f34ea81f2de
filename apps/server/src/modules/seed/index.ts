export { defineDemoFill, requestPendingDemoFill } from './demo-negotiations';
export { demoFillRoutes } from './routes';
export { seedDemoData, syncReferenceData, type SeededLogin } from './service';
