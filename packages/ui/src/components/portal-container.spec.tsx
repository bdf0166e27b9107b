import { render, screen } from '@testing-library/react';
import { PortalContainerContext } from '../lib/portal-container.js';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.js';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.js';

const OVERLAYS = {
  dialog: () => (
    <Dialog open>
      <DialogContent>
        <DialogTitle>Delete session?</DialogTitle>
        <DialogDescription>It cannot be undone.</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
  menu: () => (
    <DropdownMenu open>
      <DropdownMenuTrigger>Menu</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Log out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};
const contentOf = (overlay: keyof typeof OVERLAYS) =>
  overlay === 'dialog' ? screen.getByRole('dialog') : screen.getByRole('menuitem', { name: 'Log out' });

describe.each(Object.keys(OVERLAYS) as Array<keyof typeof OVERLAYS>)('the %s portal', (overlay) => {
  const Overlay = OVERLAYS[overlay];

  it('renders into <body> by default', () => {
    render(<Overlay />);
    expect(contentOf(overlay).closest('[data-area]')).toBeNull();
    expect(document.body.contains(contentOf(overlay))).toBe(true);
  });

  it('renders into the element a part of the page provides', () => {
    const area = document.createElement('div');
    area.setAttribute('data-area', 'roleplay');
    document.body.appendChild(area);
    const { container } = render(
      <PortalContainerContext.Provider value={area}>
        <Overlay />
      </PortalContainerContext.Provider>,
    );
    expect(area.contains(contentOf(overlay))).toBe(true);
    expect(container.contains(contentOf(overlay))).toBe(false);
    area.remove();
  });
});
