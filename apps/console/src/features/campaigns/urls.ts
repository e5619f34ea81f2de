/** Magic links live under /retailers/{id}/campaigns (the API's and the routes' name for them). */
export const campaignUrls = {
  list: (retailerId: string) => `/retailers/${retailerId}/campaigns`,
  new: (retailerId: string) => `/retailers/${retailerId}/campaigns/new`,
  item: (retailerId: string, campaignId: string) =>
    `/retailers/${retailerId}/campaigns/${campaignId}`,
};
