export { fillDemoStoreInBackground } from './demo-negotiations';
export { demoFillRoutes } from './routes';
export { seedDemoData, syncReferenceData, type SeededLogin } from './service';
