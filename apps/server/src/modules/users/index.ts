/** The users module's public face: the one writer of the users table (sign-up, profile, staff edits). */
export {
  addUserKey,
  findUser,
  findUserByEmail,
  findUserWithCompany,
  insertUserRow,
  previousPasswordHashes,
  setPassword,
  setUserSetting,
  type UserRow,
  updateUserRow,
} from './users.repository';
