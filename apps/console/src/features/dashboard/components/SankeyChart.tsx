import { Box, Text } from '@mantine/core';
import { Rectangle, Sankey, Tooltip } from 'recharts';
import { formatCount } from '../stat-format';
import { SANKEY_SIZE } from './chart-size';

export interface SankeyData {
  nodes: { name: string }[];
  /** Indexes into `nodes`; value is the number of sessions that went that way. */
  links: { source: number; target: number; value: number }[];
}

const { width: WIDTH, height: HEIGHT } = SANKEY_SIZE;
const LABEL_ROOM = 170;

interface NodeShape {
  x: number;
  y: number;
  width: number;
  height: number;
  payload: { name: string; value: number; depth: number };
}

/** A node with its name and count beside it: inside the chart on the left, outside on the right. */
function FlowNode({ x, y, width, height, payload }: NodeShape) {
  const onRight = x + width + 6 > WIDTH - LABEL_ROOM;
  return (
    <g>
      <Rectangle x={x} y={y} width={width} height={height} fill="var(--mantine-color-blue-6)" />
      <text
        x={onRight ? x - 6 : x + width + 6}
        y={y + height / 2}
        textAnchor={onRight ? 'end' : 'start'}
        dominantBaseline="middle"
        fontSize={12}
        fill="var(--mantine-color-text)"
      >
        {`${payload.name} (${formatCount(payload.value)})`}
      </text>
    </g>
  );
}

/**
 * How sessions flowed from opening to outcome (administrators), as recharts' Sankey draws it. A
 * fixed size, scrolled on narrow screens: the layout needs room for the labels. Loaded lazily.
 */
export default function SankeyChart({ data }: { data: SankeyData }) {
  const links = data.links.filter((link) => link.value > 0);
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No sessions in this period.
      </Text>
    );
  }
  return (
    <Box style={{ overflowX: 'auto' }} role="img" aria-label="Session flow chart">
      <Sankey
        width={WIDTH}
        height={HEIGHT}
        data={{ nodes: data.nodes, links }}
        node={(props: NodeShape) => <FlowNode {...props} />}
        link={{ stroke: 'var(--mantine-color-blue-3)', strokeOpacity: 0.5 }}
        nodePadding={24}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <Tooltip formatter={(value: number) => formatCount(value)} />
      </Sankey>
    </Box>
  );
}
