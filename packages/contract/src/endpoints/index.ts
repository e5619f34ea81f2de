import type { EndpointSpec } from '../endpoint';
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { botTestEndpoints } from './bot-test';
import { campaignEndpoints } from './campaigns';
import { catalogueEndpoints } from './catalogue';
import { experimentEndpoints } from './experiments';
import { imageEndpoints } from './images';
import { reasonEndpoints } from './reasons';
import { retailerEndpoints } from './retailers';
import { ruleEndpoints } from './rules';
import { securityEndpoints } from './security';
import { sessionEndpoints } from './sessions';
import { statsEndpoints } from './stats';
import { statusEndpoints } from './status';
import { themeEndpoints } from './themes';
import { storeEndpoints } from './store';
import { widgetEndpoints } from './widget';

/**
 * Every call of the API, by domain and by name: `endpoints.rules.findRule`. The one place a
 * method and a path are written; ARCHITECTURE.md shows how a new call is added.
 */
export const endpoints = {
  status: statusEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  retailers: retailerEndpoints,
  billing: billingEndpoints,
  catalogue: catalogueEndpoints,
  store: storeEndpoints,
  images: imageEndpoints,
  rules: ruleEndpoints,
  experiments: experimentEndpoints,
  reasons: reasonEndpoints,
  themes: themeEndpoints,
  campaigns: campaignEndpoints,
  widget: widgetEndpoints,
  botTest: botTestEndpoints,
  sessions: sessionEndpoints,
  stats: statsEndpoints,
  security: securityEndpoints,
};

const isEndpoint = (value: object): value is EndpointSpec => 'method' in value && 'path' in value;
/** A domain's endpoints, and those of its groups (the catalogue's four lists). */
const endpointsOf = (group: object): EndpointSpec[] =>
  Object.values(group).flatMap((value: object) =>
    isEndpoint(value) ? [value] : endpointsOf(value),
  );

/** Every endpoint of the table, for the route sweeps and the OpenAPI check. */
export const allEndpoints: readonly EndpointSpec[] = endpointsOf(endpoints);

export { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH, type TCspReportBody } from './security';
