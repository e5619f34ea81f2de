export {
  findUserByEmail,
  findUserById,
  findUserWithRetailer,
  normaliseEmail,
  type UserRow,
} from './repository';
