export { campaignRoutes, magicLinkPages } from './routes';
export { findLiveMagicLink, followMagicLink, newMagicLinkCode } from './service';
