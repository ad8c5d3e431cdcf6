export interface FriendlyAuthError {
  message: string;
  retry: boolean;
}

/** The spec's auth error mapping (first document, section 8), in its order of precedence. */
export function mapAuthError(raw: string): FriendlyAuthError {
  if (/ssl|handshake|cert|tls/i.test(raw)) {
    return { message: 'Connection security error. Please check your network and try again.', retry: true };
  }
  if (/network|offline|timeout|NETWORK_ERROR/i.test(raw)) {
    return { message: 'Network connection issue. Please check your internet and try again.', retry: true };
  }
  if (/rate|too many/i.test(raw)) {
    return { message: 'Too many attempts. Please wait a moment and try again.', retry: true };
  }
  if (/Invalid login credentials|Email not confirmed/.test(raw)) return { message: raw, retry: false };
  return { message: 'Authentication failed. Please try again.', retry: true };
}
