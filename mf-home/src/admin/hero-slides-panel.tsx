import {
  HOME_COLLECTIONS,
  imageColumn,
  ListEditor,
  listEditorPropsOf,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  type AdminPanelProps,
  type HeroSlide,
} from '@pharma/shared';

const slides = HOME_COLLECTIONS.slides;

/** Hero Slides: the home page's slider. */
export function HeroSlidesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<HeroSlide>
      {...listEditorPropsOf(slides)}
      columns={[
        imageColumn(
          'Image',
          (s) => s.image,
          (s) => s.title,
        ),
        textColumn('Title', (s) => s.title),
        orderColumn(),
        statusColumn(),
      ]}
      defaults={{ title: '', image: '' }}
      events={['heroSlidesChanged', 'adminDataChanged']}
      mirror={(items) => mirrorToAdminData('heroSlides', items)}
      onChanged={onChanged}
      emptyText="No hero slides yet. Add the first one."
    />
  );
}
