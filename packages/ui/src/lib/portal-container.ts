import { createContext, useContext } from 'react';

/**
 * Where overlays (select lists, menus, dialogs, sheets, tooltips) render: `<body>` unless a part of the
 * page provides an element. The shell gives each remote an element of its area, so the remote's own
 * stylesheet (scoped to that area) reaches its overlays too.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export const usePortalContainer = (): HTMLElement | undefined => useContext(PortalContainerContext) ?? undefined;
