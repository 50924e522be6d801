import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { StyledTab, StyledTabList, StyledTabPanel } from './Tabs.styles';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  tabs: TabItem[];
  activeId: string;
  onSelect: (id: string) => void;
  ariaLabel: string;
  /** Content of the active tab. */
  children?: ReactNode;
}

/** WAI-ARIA tabs: arrow keys / Home / End move and select (automatic activation). */
export function Tabs({ tabs, activeId, onSelect, ariaLabel, children }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === activeId);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const target = tabs[next];
    onSelect(target.id);
    refs.current[target.id]?.focus();
  };

  return (
    <div>
      <StyledTabList role="tablist" aria-label={ariaLabel} onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.id === activeId;
          return (
            <StyledTab
              key={tab.id}
              ref={(node) => {
                refs.current[tab.id] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      <StyledTabPanel role="tabpanel" id={panelId} aria-labelledby={tabId(activeId)} tabIndex={0}>
        {children}
      </StyledTabPanel>
    </div>
  );
}
