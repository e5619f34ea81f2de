import type { CatalogueEntity } from './api';

/** Each catalogue list lives at /retailers/{id}/{entity}, its editors at /new and /{itemId}. */
export const catalogueUrls = {
  list: (retailerId: string, entity: CatalogueEntity) => `/retailers/${retailerId}/${entity}`,
  new: (retailerId: string, entity: CatalogueEntity) => `/retailers/${retailerId}/${entity}/new`,
  item: (retailerId: string, entity: CatalogueEntity, itemId: string) =>
    `/retailers/${retailerId}/${entity}/${itemId}`,
};
