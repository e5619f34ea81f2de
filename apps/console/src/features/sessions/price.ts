import { formatMoneyWithSymbol } from '../../lib/format';

/** A session's price with its currency symbol as the session carries it: '£1,234.50'. */
export const formatSessionPrice = formatMoneyWithSymbol;
