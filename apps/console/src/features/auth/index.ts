export { authLinks, loginWithReturn, returnTarget } from './links';
export * from './hosted-login';
