export {
  findUserByEmail,
  findUserById,
  findUserWithRetailer,
  normaliseEmail,
  type UserRow,
} from './repository';
export {
  findTokenVersion,
  noteTokenVersion,
  raiseTokenVersion,
  TOKEN_VERSION_CACHE_MS,
  type TokenVersionRaise,
} from './token-versions';
