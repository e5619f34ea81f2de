export { fillDemoStoreInBackground } from './demo-negotiations';
export { seedDemoData, syncReferenceData, type SeededLogin } from './service';
