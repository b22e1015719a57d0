/** Keys the store owns; a body may carry them (echoed from a read) but they are not content. */
type MetaKeys = 'id' | 'version' | 'createdAt' | 'updatedAt';

type Fields<T> = Exclude<keyof T, MetaKeys>;

/**
 * Compile-time guard that a DTO declares exactly the fields of its shared contract type. With
 * `implements` a missing or mistyped field already fails the build; this also fails it for a field
 * the contract dropped or renamed, so a contract change breaks the API build as it breaks the pages'.
 * Usage, next to the class: `sameFields<SlideDto, HeroSlide>(true);`
 */
export type SameFields<Dto, Contract> = [Exclude<Fields<Dto>, Fields<Contract>>, Exclude<Fields<Contract>, Fields<Dto>>] extends [never, never]
  ? true
  : { extraInDto: Exclude<Fields<Dto>, Fields<Contract>>; missingInDto: Exclude<Fields<Contract>, Fields<Dto>> };

export function sameFields<Dto, Contract>(_matches: SameFields<Dto, Contract>): void {}
