import type { MouseEvent, ReactNode } from 'react';

/**
 * What a `linkComponent` receives (SideNav, Breadcrumbs): render an `<a>`, or the app's router link,
 * with all of it. ui knows no router: `({ href, ...props }) => <RouterLink to={href} {...props} />`.
 */
export interface LinkComponentProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}
