import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_ALT_REQUIRED, type MediaAsset } from '../../content/media';
import { registerMedia } from '../../http/media-registry';
import { validateFields, type FieldSpec } from '../forms/fields';
import { ImageDetails } from './image-details';

const URL_A = '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
const asset = (over: Partial<MediaAsset> = {}): MediaAsset => ({
  id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  url: URL_A,
  mime: 'image/jpeg',
  width: 1200,
  height: 800,
  bytes: 300_000,
  originalName: 'lab.jpg',
  alt: '',
  decorative: false,
  focal: { x: 50, y: 50 },
  variants: [{ format: 'webp', width: 320, height: 213, url: URL_A.replace('.jpg', '-320.webp'), bytes: 9000 }],
  version: 1,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...over,
});

/** The API at the edge: GET answers the record, PATCH merges the body into it and answers it. */
function stubApi(initial: MediaAsset) {
  let stored = initial;
  const patches: unknown[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<MediaAsset>;
      patches.push(body);
      stored = { ...stored, ...body, version: stored.version + 1 };
    }
    return new Response(JSON.stringify({ data: stored }), { status: 200 });
  }) as typeof fetch;
  return patches;
}

const heroField: FieldSpec[] = [{ name: 'backgroundImage', label: 'Background Image', kind: 'image' }];

describe('ImageDetails', () => {
  beforeEach(() => {
    delete (globalThis as { __pharmaMedia?: unknown }).__pharmaMedia;
  });

  it('loads the record, blocks the form while there is no alt text, and saves the alt text once typed', async () => {
    const patches = stubApi(asset());
    render(<ImageDetails url={URL_A} label="Background Image" />);
    const alt = await screen.findByRole('textbox', { name: 'Alternative text' });
    expect(screen.getByText(MEDIA_ALT_REQUIRED)).toBeInTheDocument();
    expect(validateFields(heroField, { backgroundImage: URL_A })).toEqual({ backgroundImage: MEDIA_ALT_REQUIRED });

    await userEvent.type(alt, 'Reactor hall');
    // Typed, not yet saved: the form's check already sees it (its Save comes right after the blur).
    expect(validateFields(heroField, { backgroundImage: URL_A })).toEqual({});
    await userEvent.tab();
    await waitFor(() => expect(screen.getByText('Image details saved')).toBeInTheDocument());
    expect(patches).toEqual([{ alt: 'Reactor hall' }]);
  });

  it('accepts "Decorative image" instead of alt text', async () => {
    const patches = stubApi(asset());
    render(<ImageDetails url={URL_A} label="Background Image" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Decorative image' }));
    expect(screen.getByRole('textbox', { name: 'Alternative text' })).toBeDisabled();
    expect(validateFields(heroField, { backgroundImage: URL_A })).toEqual({});
    await waitFor(() => expect(patches).toEqual([{ decorative: true }]));
  });

  it('moves the focal point with the arrow keys and saves it once the keys pause', async () => {
    const patches = stubApi(asset({ alt: 'Lab' }));
    render(<ImageDetails url={URL_A} label="Background Image" />);
    const picker = await screen.findByRole('button', { name: /Focal point of Background Image: 50% from left, 50% from top/ });
    picker.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(picker).toHaveAccessibleName(/60% from left, 45% from top/);
    await waitFor(() => expect(patches).toEqual([{ focal: { x: 60, y: 45 } }]), { timeout: 2000 });
  });

  it('says that only uploads have details, for a built-in or external image', () => {
    registerMedia({});
    render(<ImageDetails url="/images/about/hero.webp" label="Background Image" />);
    expect(screen.getByText('Alternative text and focal point can be set for uploaded images.')).toBeInTheDocument();
    expect(validateFields(heroField, { backgroundImage: '/images/about/hero.webp' })).toEqual({});
  });
});
