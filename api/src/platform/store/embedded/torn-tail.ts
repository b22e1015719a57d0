import { open, stat } from 'node:fs/promises';

/**
 * A kill -9 in the middle of an append can leave a half-written last line. That write was never
 * acknowledged, so dropping it loses nothing; keeping it would make NeDB count a corrupt line (and
 * refuse to open a small file). Cuts the file back to its last complete line.
 * Returns the number of bytes removed.
 */
export async function repairTornTail(filename: string): Promise<number> {
  const size = await stat(filename).then(
    (s) => s.size,
    () => 0,
  );
  if (size === 0) return 0;
  const handle = await open(filename, 'r+');
  try {
    const chunk = Math.min(size, 1 << 20);
    const buffer = Buffer.alloc(chunk);
    await handle.read(buffer, 0, chunk, size - chunk);
    if (buffer[chunk - 1] === 0x0a) return 0;
    const lastNewline = buffer.lastIndexOf(0x0a);
    const keep = lastNewline === -1 ? size - chunk : size - chunk + lastNewline + 1;
    await handle.truncate(keep);
    return size - keep;
  } finally {
    await handle.close();
  }
}
