import { describe, expect, it } from '@jest/globals';
import {
  ABOUT_COLLECTIONS,
  apiPathOf,
  COMMITMENT_COLOR_OPTIONS,
  DEFAULT_COMMITMENT_COLOR,
  DEFAULT_REMIX_ICONS,
  HEART_MAX_COMMITMENTS,
  HEART_MAX_METRICS,
  HEART_MAX_SECTIONS,
  MISSION_POINT_MIN_ORDER,
  PROFILE_IMAGE_NOTE,
  SUSTAINABILITY_COLLECTIONS,
  SUSTAINABILITY_TEXTS,
} from '../../content/index.js';
import { editorFields, itemEditorFields } from './collection-fields.js';
import type { FieldSpec } from './fields.js';

/** A list's `newItem` is a function: compared by the row it makes. */
function comparable(specs: readonly FieldSpec[]): unknown[] {
  return specs.map(({ newItem, fields, ...spec }) => ({
    ...spec,
    ...(fields ? { fields: comparable(fields) } : {}),
    ...(newItem ? { newItem: newItem() } : {}),
  }));
}

const order = { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 };
const optionalOrder = { name: 'order', label: 'Order', kind: 'integer', min: 0 };
const active = { name: 'isActive', label: 'Active', kind: 'checkbox' };
// One picker for both kinds of colour field: a brand-palette field stores the token.
const brandColor = { name: 'color', label: 'Color', kind: 'color', colorValue: 'token', required: true };
const shown = { name: 'isActive', label: 'Active (show the section on /sustainability)', kind: 'checkbox' };

// The About and Sustainability editors' forms as they were written by hand before the declarations.
describe('about editor fields derived from the declarations', () => {
  const about = ABOUT_COLLECTIONS;

  it('hero, with its logo cards in the editor order and a blank new card', () => {
    expect(comparable(editorFields(about.hero))).toEqual(
      comparable([
        { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
        { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
        { name: 'description', label: 'Description', kind: 'richtext' },
        { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
        {
          name: 'logoCards',
          label: 'Logo Cards',
          kind: 'list',
          itemLabel: 'Logo Card',
          maxItems: 12,
          fields: [
            { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
            { name: 'link', label: 'Link', kind: 'url', placeholder: 'https://…' },
            { name: 'logoUrl', label: 'Logo', kind: 'image', required: true },
          ],
          newItem: () => ({ name: '', logoUrl: '', link: '' }),
        },
        { name: 'isActive', label: 'Active', kind: 'checkbox' },
      ]),
    );
  });

  it('vision & mission: the section texts, and the mission point pop-up', () => {
    expect(editorFields(about.visionMission)).toEqual([
      { name: 'sectionTitle', label: 'Section Title', kind: 'text', group: 'Section' },
      { name: 'sectionSubtitle', label: 'Section Subtitle', kind: 'text', group: 'Section' },
      { name: 'visionTitle', label: 'Vision Title', kind: 'text', required: true, group: 'Vision' },
      { name: 'visionSubtitle', label: 'Vision Subtitle', kind: 'text', group: 'Vision' },
      { name: 'visionDescription', label: 'Vision Description', kind: 'textarea', required: true, maxLength: 5000, group: 'Vision' },
      { name: 'visionImage', label: 'Vision Image', kind: 'image', group: 'Vision' },
      { name: 'missionTitle', label: 'Mission Title', kind: 'text', required: true, group: 'Mission' },
      { name: 'missionSubtitle', label: 'Mission Subtitle', kind: 'text', group: 'Mission' },
      { name: 'missionImage', label: 'Mission Image', kind: 'image', group: 'Mission' },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
    expect(itemEditorFields(about.visionMission.fields.missionPoints, { required: true })).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'order', label: 'Order', kind: 'integer', required: true, min: MISSION_POINT_MIN_ORDER },
      { name: 'description', label: 'Description', kind: 'textarea', required: true, rows: 3 },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
  });

  it('journey carousel: title (required in the editor), summary and the flag; the images have their own field', () => {
    expect(editorFields(about.journey)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'summary', label: 'Summary', kind: 'textarea', rows: 3, maxLength: 5000 },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
  });

  it('sections, values and milestones, with a brand colour the editor asks for', () => {
    expect(editorFields(about.sections)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'content', label: 'Content', kind: 'textarea', required: true },
      { name: 'icon', label: 'Icon', kind: 'icon', required: true, placeholder: 'ri-building-line' },
      brandColor,
      order,
      active,
    ]);
    expect(editorFields(about.values)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'icon', label: 'Icon', kind: 'icon', required: true, placeholder: 'ri-lightbulb-line' },
      brandColor,
      order,
      active,
    ]);
    expect(editorFields(about.milestones)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'year', label: 'Year', kind: 'text', required: true, maxLength: 50, placeholder: '1984 – 2004' },
      { name: 'image', label: 'Image', kind: 'image' },
      brandColor,
      order,
      active,
    ]);
  });

  it('leadership, without the category (the sub-tab decides it)', () => {
    expect(editorFields(about.leadership)).toEqual([
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200 },
      { name: 'position', label: 'Position', kind: 'text', required: true, maxLength: 200 },
      { name: 'description', label: 'Description', kind: 'richtext', required: true },
      { name: 'achievements', label: 'Achievements', kind: 'lines', rows: 3, help: 'One achievement per line; blank lines are dropped.' },
      { name: 'experience', label: 'Experience', kind: 'text' },
      { name: 'education', label: 'Education', kind: 'text' },
      { name: 'image', label: 'Profile Image', kind: 'image', help: PROFILE_IMAGE_NOTE },
      brandColor,
      order,
      active,
    ]);
  });

  it('the REST paths are the spec paths under /api', () => {
    expect(Object.values(about).map(apiPathOf)).toEqual([
      '/api/cms/about/hero',
      '/api/cms/about/vision-mission',
      '/api/cms/about/journey',
      '/api/cms/about/sections',
      '/api/cms/about/leadership',
      '/api/cms/about/values',
      '/api/cms/about/milestones',
    ]);
  });
});

describe('sustainability editor fields derived from the declarations', () => {
  const sustainability = SUSTAINABILITY_COLLECTIONS;

  it('hero and footer', () => {
    expect(editorFields(sustainability.hero)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true, help: 'The page breaks the title into two lines after its first comma.' },
      { name: 'description', label: 'Description', kind: 'richtext' },
      { name: 'backgroundImage', label: 'Background Image', kind: 'image' },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
    expect(editorFields(sustainability.footer)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
      { name: 'ctaText', label: 'CTA Text', kind: 'text', maxLength: 200 },
      { name: 'ctaIcon', label: 'CTA Icon', kind: 'icon', placeholder: 'ri-arrow-right-line' },
      { name: 'backgroundImageUrl', label: 'Background Image', kind: 'image' },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
  });

  it('heart: sections with metrics and commitments, each with its new row', () => {
    expect(comparable(editorFields(sustainability.heart))).toEqual(
      comparable([
        { name: 'mainTitle', label: 'Main Title', kind: 'text', required: true, wide: true, placeholder: SUSTAINABILITY_TEXTS.heartTitle },
        { name: 'mainSubtitle', label: 'Main Subtitle', kind: 'textarea', rows: 2 },
        shown,
        {
          name: 'sections',
          label: 'Sections',
          kind: 'list',
          itemLabel: 'Section',
          maxItems: HEART_MAX_SECTIONS,
          fields: [
            { name: 'title', label: 'Title', kind: 'text', required: true },
            { name: 'icon', label: 'Icon', kind: 'icon', placeholder: DEFAULT_REMIX_ICONS.leaf },
            { name: 'description', label: 'Description', kind: 'richtext' },
            { name: 'image', label: 'Image', kind: 'image' },
            {
              name: 'metrics',
              label: 'Metrics',
              kind: 'list',
              itemLabel: 'Metric',
              maxItems: HEART_MAX_METRICS,
              fields: [
                { name: 'title', label: 'Metric Title', kind: 'text', required: true, maxLength: 100, placeholder: '85%' },
                { name: 'subtitle', label: 'Metric Subtitle', kind: 'text', maxLength: 300 },
              ],
              newItem: () => ({ title: '', subtitle: '' }),
            },
          ],
          newItem: () => ({ title: '', description: '', icon: DEFAULT_REMIX_ICONS.leaf, image: '', metrics: [] }),
        },
        {
          name: 'commitments',
          label: 'Commitments',
          kind: 'list',
          itemLabel: 'Commitment',
          maxItems: HEART_MAX_COMMITMENTS,
          fields: [
            { name: 'title', label: 'Title', kind: 'text', required: true },
            { name: 'subtitle', label: 'Subtitle', kind: 'text' },
            { name: 'icon', label: 'Icon', kind: 'icon', placeholder: DEFAULT_REMIX_ICONS.check },
            { name: 'color', label: 'Colour', kind: 'select', options: COMMITMENT_COLOR_OPTIONS, required: true },
          ],
          newItem: () => ({ title: '', subtitle: '', icon: DEFAULT_REMIX_ICONS.check, color: DEFAULT_COMMITMENT_COLOR }),
        },
      ]),
    );
  });

  it('SDG cards and policies (no Order input: the spec has none in their pop-ups)', () => {
    expect(editorFields(sustainability.sdg)).toEqual([
      { name: 'number', label: 'SDG Number', kind: 'integer', required: true, min: 1, max: 17 },
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'contribution', label: 'Our Contribution', kind: 'textarea', rows: 3 },
      { name: 'icon', label: 'Icon', kind: 'icon' },
      { name: 'color', label: 'Color', kind: 'color' },
      active,
    ]);
    expect(editorFields(sustainability.policies)).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'description', label: 'Description', kind: 'richtext' },
      { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-file-text-line' },
      { name: 'color', label: 'Color', kind: 'color' },
      active,
    ]);
  });

  it('vision & mission: the section texts, the mission point pop-up and the stats table', () => {
    expect(editorFields(sustainability.visionMission)).toEqual([
      { name: 'sectionTitle', label: 'Section Title', kind: 'text', group: 'Section' },
      { name: 'sectionSubtitle', label: 'Section Subtitle', kind: 'text', group: 'Section' },
      { name: 'visionTitle', label: 'Vision Title', kind: 'text', required: true, group: 'Vision' },
      { name: 'visionSubtitle', label: 'Vision Subtitle', kind: 'text', group: 'Vision' },
      { name: 'visionDescription', label: 'Vision Description', kind: 'richtext', group: 'Vision' },
      { name: 'missionTitle', label: 'Mission Title', kind: 'text', required: true, group: 'Mission' },
      { name: 'missionSubtitle', label: 'Mission Subtitle', kind: 'text', group: 'Mission' },
    ]);
    const { missionPoints, stats } = sustainability.visionMission.fields;
    expect(itemEditorFields(missionPoints, { required: true, min: MISSION_POINT_MIN_ORDER })).toEqual([
      { name: 'text', label: 'Text', kind: 'textarea', required: true, rows: 2 },
      { name: 'order', label: 'Order', kind: 'integer', required: true, min: MISSION_POINT_MIN_ORDER },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ]);
    expect(itemEditorFields(stats)).toEqual([
      { name: 'label', label: 'Label', kind: 'text', required: true, maxLength: 200 },
      { name: 'value', label: 'Value', kind: 'text', required: true, maxLength: 50 },
      { name: 'color', label: 'Color', kind: 'color' },
      optionalOrder,
      active,
    ]);
  });

  it('innovation & transformation and its two card lists', () => {
    expect(editorFields(sustainability.innovationTransformation)).toEqual([
      { name: 'sectionTitle', label: 'Section Title', kind: 'text', required: true, wide: true },
      { name: 'sectionDescription', label: 'Section Description', kind: 'richtext' },
      shown,
    ]);
    const cards = [
      { name: 'cardTitle', label: 'Card Title', kind: 'text', required: true },
      { name: 'cardSubtitle', label: 'Card Subtitle', kind: 'text' },
      { name: 'cardDescription', label: 'Card Description', kind: 'richtext' },
      active,
    ];
    expect(editorFields(sustainability.digitalSolutions)).toEqual(cards);
    expect(editorFields(sustainability.researchInnovations)).toEqual(cards);
  });

  it('social responsibility: the section texts, the CSR card and impact item pop-ups', () => {
    expect(editorFields(sustainability.social)).toEqual([
      { name: 'sectionTitle', label: 'Section Title', kind: 'text', required: true, wide: true, group: 'Section' },
      { name: 'sectionDescription', label: 'Section Description', kind: 'richtext', group: 'Section' },
      { ...shown, group: 'Section' },
      { name: 'csrImpactTitle', label: 'CSR Impact Title', kind: 'text', wide: true, group: 'CSR Impact' },
      { name: 'csrImpactDescription', label: 'CSR Impact Description', kind: 'richtext', group: 'CSR Impact' },
    ]);
    const gradient = {
      name: 'gradientColors',
      label: 'Gradient Colors',
      kind: 'text',
      placeholder: '#2879b6,#7dc244',
      help: 'One or two comma-separated colours, e.g. #2879b6,#7dc244.',
    };
    const { csrCards, csrImpactItems } = sustainability.social.fields;
    expect(itemEditorFields(csrCards, { required: true })).toEqual([
      { name: 'cardTitle', label: 'Card Title', kind: 'text', required: true },
      { name: 'cardSubtitle', label: 'Card Subtitle', kind: 'text' },
      { name: 'cardDescription', label: 'Card Description', kind: 'richtext' },
      { name: 'highlightText', label: 'Highlight Text', kind: 'text' },
      { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-hand-heart-line' },
      gradient,
      order,
      active,
    ]);
    expect(itemEditorFields(csrImpactItems, { required: true })).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'description', label: 'Description', kind: 'richtext' },
      { name: 'icon', label: 'Icon', kind: 'icon', placeholder: 'ri-team-line' },
      gradient,
      order,
      active,
    ]);
  });

  it('the REST paths are the spec paths under /api', () => {
    expect(Object.values(sustainability).map(apiPathOf)).toEqual([
      '/api/cms/sustainability/hero',
      '/api/cms/sustainability/vision-mission',
      '/api/cms/sustainability/heart',
      '/api/cms/sustainability/innovation-transformation',
      '/api/cms/sustainability/social',
      '/api/cms/sustainability/footer',
      '/api/cms/sustainability/sdg',
      '/api/cms/sustainability/policies',
      '/api/cms/sustainability/digital-solutions',
      '/api/cms/sustainability/research-innovations',
    ]);
  });
});
