import { startAnimations } from './start-animations';

describe('scroll animations', () => {
  it('starts AOS once with 1000 ms, once, offset 100 and ease-out', async () => {
    const init = jest.fn();
    await startAnimations(async () => ({ init }));
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ duration: 1000, once: true, offset: 100, easing: 'ease-out' });
  });

  it('goes on with only a console warning when the library cannot load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(startAnimations(async () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Scroll animations are unavailable', expect.any(Error));
    warn.mockRestore();
  });
});
