export const retailerUrls = {
  list: () => '/retailers',
  detail: (retailerId: string) => `/retailers/${retailerId}`,
  dashboard: (retailerId: string) => `/retailers/${retailerId}/dashboard`,
  rules: (retailerId: string) => `/retailers/${retailerId}/rules`,
  plan: (retailerId: string) => `/retailers/${retailerId}/account/plan`,
  usage: (retailerId: string) => `/retailers/${retailerId}/account/usage`,
  shopifyStore: (retailerId: string) => `/retailers/${retailerId}/shopify_store`,
};
