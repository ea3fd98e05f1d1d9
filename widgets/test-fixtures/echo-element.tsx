import { useState } from 'react';
import { defineElement, dispatchElementEvent, type HostProps } from '../define';

/** A test element that shows the props it received and keeps a click count, its only state. */
export interface EchoProps extends HostProps {
  label?: string;
  count?: number;
  open?: boolean;
  items?: unknown;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pp-fixture-echo-click': CustomEvent<{ clicks: number }>;
  }
  interface Window {
    /** Lets the element tests define a fixture tag again, as a second copy of a bundle would. */
    ppFixtures?: { defineEcho: typeof defineEcho };
  }
}

function Echo({ host, ...props }: EchoProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <output className="echo-props">{JSON.stringify(props)}</output>
      <button
        type="button"
        className="echo-button"
        onClick={() => {
          setClicks(clicks + 1);
          dispatchElementEvent(host, 'pp-fixture-echo-click', { clicks: clicks + 1 });
        }}
      >
        Clicked {clicks}
      </button>
    </>
  );
}

export function defineEcho(tagName: `pp-${string}`): CustomElementConstructor {
  return defineElement(tagName, Echo, {
    props: { label: 'string', count: 'number', open: 'boolean', items: 'json' },
  });
}

window.ppFixtures = { defineEcho };
