/**
 * Errors of the operating system (ENOENT, EACCES, ENOSPC…) as one line a user can act on: the
 * path, what could not be done, and why in words (`no space left on device (ENOSPC)`). A command
 * converts the ones it expects in its own words (an IoError); main() prints any that escapes a
 * command this way, so that a full disk or a read-only folder is never reported as an internal
 * error with a stack.
 */

/** An error raised by a system call, as Node makes them (`code`, `syscall`, maybe `path`). */
export interface OsError extends Error {
  code: string;
  syscall: string;
  path?: string;
  dest?: string;
}

/** Why a system call failed, in words; Node's own text (`ENOENT: no such file…`) is the fallback. */
const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EBUSY: 'resource busy',
  EDQUOT: 'disk quota exceeded',
  EEXIST: 'already exists',
  EIO: 'input/output error',
  EISDIR: 'is a folder',
  ELOOP: 'too many levels of symbolic links',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'file name too long',
  ENOENT: 'no such file or directory',
  ENOSPC: 'no space left on device',
  ENOTDIR: 'a part of the path is not a folder',
  ENOTEMPTY: 'folder not empty',
  EPERM: 'operation not permitted',
  EPIPE: 'the reader closed the pipe',
  EROFS: 'read-only file system',
};

/** What the failed system call was doing, in words. */
const ACTIONS: Readonly<Record<string, string>> = {
  access: 'cannot access',
  copyfile: 'cannot copy',
  lstat: 'cannot read',
  mkdir: 'cannot create the folder',
  mkdtemp: 'cannot create a temporary folder',
  open: 'cannot open',
  opendir: 'cannot list the folder',
  read: 'cannot read',
  readlink: 'cannot read',
  realpath: 'cannot read',
  rename: 'cannot rename',
  rm: 'cannot remove',
  rmdir: 'cannot remove the folder',
  scandir: 'cannot list the folder',
  stat: 'cannot read',
  unlink: 'cannot remove',
  write: 'cannot write',
};

/** True for an error a system call raised (it carries an `E…` code and the call's name). */
export function isOsError(error: unknown): error is OsError {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as Partial<OsError>;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) && typeof syscall === 'string';
}

/** `no space left on device (ENOSPC)`. @example osReason(enospc) */
export function osReason(error: OsError): string {
  const known = REASONS[error.code];
  if (known) return `${known} (${error.code})`;
  // `EXDEV: cross-device link not permitted, rename 'a' -> 'b'` -> `cross-device link not permitted (EXDEV)`.
  const words = /^E[A-Z0-9]+: ([^,]+)/.exec(error.message)?.[1] ?? error.message;
  return `${words} (${error.code})`;
}

/**
 * The one-line, user-facing form of an OS error: the path (when the call names one), the action
 * and the reason.
 * @example osErrorMessage(enoent) // "/proc/.x.tmp-Ab12: cannot create a temporary folder: no such file or directory (ENOENT)"
 */
export function osErrorMessage(error: OsError): string {
  const action = ACTIONS[error.syscall] ?? `${error.syscall} failed`;
  const path = error.path ?? error.dest;
  return `${path !== undefined ? `${path}: ` : ''}${action}: ${osReason(error)}`;
}
