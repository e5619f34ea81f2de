export const accountUrls = {
  details: () => '/account',
  adminPassword: () => '/admin/change-password',
};
