import { sha256 } from '../../../lib/secrets';

/** A returning shopper is recognised by this, never by the id the widget keeps. */
export const shopperIdHash = (retailerId: string, shopperId: string) =>
  sha256(`${retailerId}:${shopperId}`);
