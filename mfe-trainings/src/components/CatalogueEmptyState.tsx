import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName, EmptyState } from '@coach/shared/ui';

interface CatalogueEmptyStateProps {
  illustration: ReactNode;
  title: string;
  message: string;
  /** The button's text: the way out is the catalogue (/trainings). */
  toCatalogue: string;
}

/** An empty list of the member's trainings or results, with the catalogue as its way out. */
export function CatalogueEmptyState({ illustration, title, message, toCatalogue }: CatalogueEmptyStateProps) {
  return (
    <EmptyState
      illustration={illustration}
      title={title}
      message={message}
      action={
        <Link className={buttonClassName()} to="/trainings">
          {toCatalogue}
        </Link>
      }
    />
  );
}
