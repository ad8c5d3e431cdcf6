// The admin panel's wording and limits as plain data, so the browser can use them without zod.

/** How long a passed step-up (password plus TOTP) opens the admin API for that one session. */
export const STEP_UP_MINUTES = 15;

export const ADMIN_MESSAGES = {
  signInRequired: 'Please sign in to access admin panel',
  accessDenied: 'Access denied: Admin privileges required',
  verifyFailed: 'Failed to verify admin access',
  incorrectPassword: 'Incorrect password',
  verificationFailed: 'Verification failed. Please try again.',
  accessGranted: 'Admin access granted',
  loadDataFailed: 'Failed to load admin data',
  loadUsersFailed: 'Failed to load users',
  updateCreditsFailed: 'Failed to update credits',
  deleteUserFailed: 'Failed to delete user',
  updateStatusFailed: 'Failed to update user status',
  updateRoleFailed: 'Failed to update user role',
  invalidNumber: 'Please enter a valid number',
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
} as const;
