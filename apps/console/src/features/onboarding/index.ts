export { onboardingLinks } from './links';
