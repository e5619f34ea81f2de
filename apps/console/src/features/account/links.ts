import { link } from '../../app/route-kit';

export const ACCOUNT_PATHS = {
  details: '/account',
  security: '/account/security',
  forgot: '/account/forgot',
  reset: '/account/forgot/:tokenParam',
  adminPassword: '/admin/change-password',
} as const;

export const accountLinks = {
  details: link(ACCOUNT_PATHS.details),
  adminPassword: link(ACCOUNT_PATHS.adminPassword),
};
