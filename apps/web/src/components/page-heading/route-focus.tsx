import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * What the page frame and the page headings share to move focus after a page change (WCAG 2.4.3,
 * decision 207): each change of the path is a new generation; the first page heading mounted (or
 * still shown) in a generation takes the focus. A heading that replaces the focused one (a page
 * switching from its loading to its loaded state) takes it over, so focus never falls to <body>.
 * The first page of a visit is generation 0: the browser's own start (top of the document) stays.
 */
export interface RouteFocus {
  readonly generation: number;
  /** The last generation a heading took the focus in. */
  readonly claimed: RefObject<number>;
  /** The heading that took the focus last. */
  readonly focused: RefObject<HTMLElement | null>;
}

const RouteFocusContext = createContext<RouteFocus | null>(null);

/** The page frame's side: counts the path's changes, derived while rendering. */
export function RouteFocusProvider({ path, children }: { path: string; children: ReactNode }) {
  const [route, setRoute] = useState({ path, generation: 0 });
  if (route.path !== path) setRoute({ path, generation: route.generation + 1 });
  const claimed = useRef(0);
  const focused = useRef<HTMLElement | null>(null);
  const generation = route.path === path ? route.generation : route.generation + 1;
  const value = useMemo(() => ({ generation, claimed, focused }), [generation]);
  return <RouteFocusContext value={value}>{children}</RouteFocusContext>;
}

/** Null outside a page frame (a page rendered alone in a test): nothing moves the focus. */
export function useRouteFocus(): RouteFocus | null {
  return useContext(RouteFocusContext);
}

/** Whether the heading `element` should take the focus now, and records it when so. */
export function claimFocus(focus: RouteFocus, element: HTMLElement): boolean {
  const { generation, claimed, focused } = focus;
  const document = element.ownerDocument;
  const lost =
    focused.current !== null &&
    focused.current !== element &&
    !focused.current.isConnected &&
    (document.activeElement === null || document.activeElement === document.body);
  if (!(generation > claimed.current) && !lost) return false;
  claimed.current = generation;
  focused.current = element;
  return true;
}
