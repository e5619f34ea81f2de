export { recoveryLinkPages, sessionRoutes } from './routes';
export { RECOVERY_EMAIL_KIND } from './recovery-email';
