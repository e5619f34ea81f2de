export { fillDemoStoreInBackground } from './demo-negotiations';
export { seedDemoData, syncReferenceData } from './service';
