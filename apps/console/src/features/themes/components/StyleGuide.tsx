import { Modal, Text } from '@mantine/core';

export const STYLE_GUIDE_TITLE = 'Style guide';

const LABEL = { fontSize: 13, fontWeight: 600, fill: '#1a1b1e' } as const;
const NOTE = { fontSize: 11, fill: '#495057' } as const;
const TAB = '#e8590c';

/** A tab's name as the diagram labels a part: a tag with a leader line to the part. */
function Tag({
  x,
  y,
  text,
  toX,
  toY,
}: {
  x: number;
  y: number;
  text: string;
  toX: number;
  toY: number;
}) {
  const width = text.length * 7.4 + 16;
  return (
    <g>
      <line x1={x + width / 2} y1={y + 11} x2={toX} y2={toY} stroke={TAB} strokeDasharray="3 3" />
      <rect x={x} y={y} width={width} height={22} rx={11} fill={TAB} />
      <text x={x + 8} y={y + 15} fontSize={12} fontWeight={700} fill="white">
        {text}
      </text>
    </g>
  );
}

/**
 * Which tab styles which part of the widget (the style guide of part 2 §2 Themes): drawn here as
 * a labelled diagram of a product page with the button, its tooltip, the chat window, the
 * dwell-time popup and the deal panel.
 */
export function StyleGuideDiagram() {
  return (
    <svg
      viewBox="0 0 760 460"
      width="100%"
      role="img"
      aria-label="Style guide: the parts of the widget each tab styles"
      style={{ fontFamily: 'system-ui, sans-serif' }}
    >
      <rect x={0} y={0} width={760} height={460} fill="#f8f9fa" rx={12} />
      {/* The product page */}
      <rect x={24} y={24} width={420} height={412} fill="white" stroke="#dee2e6" rx={8} />
      <rect x={44} y={44} width={160} height={160} fill="#e9ecef" rx={6} />
      <text x={124} y={128} textAnchor="middle" {...NOTE}>
        product photo
      </text>
      <rect x={224} y={48} width={180} height={14} fill="#ced4da" rx={3} />
      <rect x={224} y={72} width={90} height={12} fill="#dee2e6" rx={3} />

      {/* Container with tooltip and button */}
      <rect
        x={220}
        y={104}
        width={200}
        height={112}
        fill="none"
        stroke={TAB}
        strokeDasharray="6 4"
        rx={6}
      />
      <text x={230} y={124} {...NOTE}>
        Instant Chatbot - No Login Needed
      </text>
      <rect x={230} y={152} width={170} height={44} fill="#1976D2" rx={4} />
      <circle cx={252} cy={174} r={9} fill="white" />
      <text x={270} y={179} fontSize={15} fontWeight={600} fill="white">
        Negotiate
      </text>
      <Tag x={246} y={222} text="Container" toX={320} toY={216} />
      <Tag x={44} y={222} text="Tooltip" toX={232} toY={120} />
      <Tag x={44} y={258} text="Button (logo, hover)" toX={232} toY={176} />

      {/* Dwell-time popup */}
      <rect x={44} y={312} width={200} height={104} fill="white" stroke="#adb5bd" rx={8} />
      <circle cx={72} cy={342} r={14} fill="url(#dwell)" />
      <text x={94} y={340} {...LABEL}>
        Still undecided?
      </text>
      <text x={94} y={358} {...NOTE}>
        Make us an offer…
      </text>
      <Tag x={258} y={352} text="Dwell Time Popup" toX={244} toY={364} />

      {/* Chat window */}
      <rect x={468} y={24} width={268} height={270} fill="white" stroke="#adb5bd" rx={10} />
      <rect x={468} y={24} width={268} height={40} fill="#1976D2" rx={10} />
      <text x={484} y={49} fontSize={13} fontWeight={600} fill="white">
        Chat
      </text>
      <rect x={484} y={80} width={170} height={28} fill="#f1f3f5" rx={10} />
      <rect x={550} y={118} width={170} height={28} fill="#d0ebff" rx={10} />
      <rect x={484} y={156} width={150} height={28} fill="#f1f3f5" rx={10} />
      <text x={484} y={212} {...NOTE}>
        marketing message (optional)
      </text>
      <Tag x={620} y={250} text="Window" toX={680} toY={240} />

      {/* Deal panel */}
      <rect x={468} y={314} width={268} height={122} fill="white" stroke="#adb5bd" rx={10} />
      <circle cx={492} cy={340} r={10} fill="#1976D2" />
      <text x={510} y={345} {...LABEL}>
        Your deal is ready
      </text>
      <rect x={484} y={392} width={120} height={28} fill="#1976D2" rx={4} />
      <text x={494} y={411} fontSize={12} fill="white">
        Complete deal
      </text>
      <Tag x={622} y={396} text="Signposting" toX={660} toY={380} />

      <defs>
        <linearGradient id="dwell" x1="0" x2="1">
          <stop offset="0" stopColor="#1976D2" />
          <stop offset="1" stopColor="#42A5F5" />
        </linearGradient>
      </defs>
    </svg>
  );
}

export function StyleGuideModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={STYLE_GUIDE_TITLE} size="xl">
      <StyleGuideDiagram />
      <Text size="sm" c="dimmed" mt="sm">
        Each label is the editor&rsquo;s tab that styles that part of the widget.
      </Text>
    </Modal>
  );
}
