import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { journeyCount } from './about-counts';
import { JourneyPanel } from './journey-panel';
import { journeyRequest } from './journey-request';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/about/journey';
const journey = { title: 'Our Journey', summary: 'Since 1984.', image: '/legacy.webp', images: ['/a.webp', '/b.webp'], isActive: true, version: 3 };

describe('journey request', () => {
  it('sends kept URLs first, then the new files, as multipart `images` to /journey/upload', () => {
    const file = new File(['png'], 'new.png', { type: 'image/png' });
    const { path, body } = journeyRequest({ title: 'T', summary: 'S', isActive: false, version: 3 }, ['/b.webp', '/a.webp'], [file]);
    expect(path).toBe('/api/cms/about/journey/upload');
    const form = body as FormData;
    expect(form.getAll('images').map((entry) => (typeof entry === 'string' ? entry : (entry as File).name))).toEqual(['/b.webp', '/a.webp', 'new.png']);
    expect(form.get('isActive')).toBe('false');
    expect(form.get('version')).toBe('3');
  });

  it('saves an emptied carousel as JSON (multipart cannot say "no images")', () => {
    expect(journeyRequest({ title: 'T', summary: '', isActive: true }, [], [])).toEqual({
      path: PATH,
      body: { title: 'T', summary: '', isActive: true, images: [] },
    });
  });
});

describe('Journey Carousel panel', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it('uploads new files with the kept images in one PUT (the session cookie authenticates it, no token header), then announces the change', async () => {
    const api = fakeApi({ [PATH]: journey, '/api/cms/about/journey/upload': {} });
    const onChanged = jest.fn();
    const heard = jest.fn();
    window.addEventListener('aboutDataChanged', heard);
    const user = userEvent.setup({ applyAccept: false });
    render(<JourneyPanel onChanged={onChanged} />);
    await screen.findByRole('list', { name: 'Kept images' });
    await expect(journeyCount()).resolves.toBe(2);

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.upload(screen.getByLabelText('Add images'), [
      new File(['png'], 'plant.png', { type: 'image/png' }),
      new File(['txt'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: Please select an image file');
    expect(screen.getByText('1 new image to upload')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Journey' }));
    expect(await screen.findByText('About Journey saved successfully!')).toBeInTheDocument();
    const put = api.writes()[0];
    expect(put).toMatchObject({ method: 'PUT', url: '/api/cms/about/journey/upload' });
    expect(put.headers ?? {}).not.toHaveProperty('Authorization');
    const images = (put.body as FormData).getAll('images');
    expect(images[0]).toBe('/b.webp');
    expect((images[1] as File).name).toBe('plant.png');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
    window.removeEventListener('aboutDataChanged', heard);
  });

  it('requires the title and reports a refused save', async () => {
    const api = fakeApi({ [PATH]: journey });
    const user = userEvent.setup();
    render(<JourneyPanel onChanged={() => undefined} />);
    await screen.findByRole('list', { name: 'Kept images' });
    await user.clear(screen.getByLabelText(/^Title/));
    await user.click(screen.getByRole('button', { name: 'Save Journey' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Title/), 'Journey');
    api.failNext({ status: 413, body: { statusCode: 413, error: 'Image size should be less than 5MB', message: 'Image size should be less than 5MB' } });
    await user.click(screen.getByRole('button', { name: 'Save Journey' }));
    expect(await screen.findByText('Failed to save About Journey')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Image size should be less than 5MB')).toBeInTheDocument());
  });
});
