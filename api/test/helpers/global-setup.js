import mongoose from 'mongoose';

/**
 * When the environment asks for MongoDB (TEST_MONGODB_URI or MONGODB_URI), it must be reachable:
 * an unreachable server fails the run instead of silently testing only the embedded store.
 */
export default async function globalSetup() {
  const uri = process.env.TEST_MONGODB_URI || process.env.MONGODB_URI;
  if (!uri) {
    console.log('\n[api tests] store adapters: embedded only (set MONGODB_URI or run `npm run test:mongo -w api` for MongoDB too)');
    return;
  }
  const conn = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    await conn.asPromise();
    await conn.db.command({ ping: 1 });
    console.log('\n[api tests] store adapters: embedded and mongodb');
  } catch (error) {
    throw new Error(`MongoDB was requested for the tests but is unreachable: ${error.message}`, { cause: error });
  } finally {
    await conn.close(true).catch(() => undefined);
  }
}
