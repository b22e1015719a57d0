#!/usr/bin/env node
// Prints a bcrypt hash for ADMIN_PASSWORD_HASH:  npm run hash-password -w api -- '<password>'
import bcrypt from 'bcryptjs';

const password = process.argv[2];
if (!password) {
  console.error("usage: npm run hash-password -w api -- '<password>'");
  process.exit(2);
}
if (password.length < 12) console.error('warning: use at least 12 characters for a production password');
console.log(bcrypt.hashSync(password, 12));
