import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';

/** The hosted login page: GET and POST /oauth/authorize. */
export async function hostedLoginPages(_app: AppInstance, _deps: Deps) {}
