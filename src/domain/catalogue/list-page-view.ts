/** What the catalogue pages render. */
import type { FilterGroupDto } from '@/domain/catalogue/list-url';
import type { ModelCardDto } from '@/domain/catalogue/model-directory';
import type { PaginationDto } from '@/domain/navigation/pagination';
import type { LinkedOfferCardDto } from '@/domain/cards/types';

/** A malformed or out-of-range page, or an unknown dealership, is a 404. */
export type ListPageOutcome<T> = { kind: 'not_found' } | { kind: 'ok'; data: T };

export type ListPageData = {
  heading: string;
  /** '12 models' or 'Showing 1–21 of 48 models'; null when nothing matches (the empty state shows instead). */
  summary: string | null;
  /** Only filters that can change the list (usefulFilterGroups). */
  filterGroups: FilterGroupDto[];
  pagination: PaginationDto;
  /** C-91: the list path with every filter removed. */
  clearFiltersHref: string;
};

export type ModelDirectoryData = ListPageData & { models: ModelCardDto[] };

export type OffersPageData = ListPageData & { offers: LinkedOfferCardDto[] };
