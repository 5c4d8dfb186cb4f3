/** The users module's public face: the one writer of the users table (sign-up, profile, staff edits). */
export {
  activeCompanyUserIds,
  activeUsersMatching,
  addUserKey,
  companyUserIds,
  findUser,
  findUserByEmail,
  holderAndStaffManagers,
  insertUserRow,
  loadedUserColumns,
  previousPasswordHashes,
  setPassword,
  setUserSetting,
  type UserRow,
  updateUserRow,
} from './users.repository';
