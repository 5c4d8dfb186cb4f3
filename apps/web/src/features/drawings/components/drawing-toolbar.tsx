import { DRAWING_COLORS, DRAWING_STROKE_WIDTHS } from '@fieldbook/domain/drawings/drawings.constants';
import CropSquare from '@mui/icons-material/CropSquare';
import Delete from '@mui/icons-material/Delete';
import Gesture from '@mui/icons-material/Gesture';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import NearMe from '@mui/icons-material/NearMe';
import NorthEast from '@mui/icons-material/NorthEast';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Redo from '@mui/icons-material/Redo';
import Straighten from '@mui/icons-material/Straighten';
import TextFields from '@mui/icons-material/TextFields';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { DRAWING_TOOLS, type DrawingStyle, type DrawingTool } from './drawing-tools';

const TOOL_ICONS: Record<DrawingTool, ReactNode> = {
  select: <NearMe />,
  line: <HorizontalRule />,
  rectangle: <CropSquare />,
  ellipse: <RadioButtonUnchecked />,
  arrow: <NorthEast />,
  freehand: <Gesture />,
  text: <TextFields />,
  measurement: <Straighten />,
};

const COLOR_NAMES: Record<string, string> = {
  '#000000': 'Black',
  '#d32f2f': 'Red',
  '#1976d2': 'Blue',
  '#388e3c': 'Green',
  '#f57c00': 'Orange',
  '#7b1fa2': 'Purple',
  '#ffffff': 'White',
};

export interface DrawingToolbarProps {
  tool: DrawingTool;
  onTool(tool: DrawingTool): void;
  style: DrawingStyle;
  onStyle(style: DrawingStyle): void;
  snap: boolean;
  onSnap(on: boolean): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  canDelete: boolean;
  onDelete(): void;
}

/** Tools, history, snapping, colour and stroke width (plain MUI: no canvas code here). */
export function DrawingToolbar(props: DrawingToolbarProps) {
  const { style } = props;
  return (
    <Box
      role="toolbar"
      aria-label="Drawing tools"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.tool}
        onChange={(_event, next: DrawingTool | null) => next && props.onTool(next)}
        aria-label="Tool"
      >
        {DRAWING_TOOLS.map(({ tool, label }) => (
          <Tooltip key={tool} title={label}>
            <ToggleButton value={tool} aria-label={label}>
              {TOOL_ICONS[tool]}
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Divider orientation="vertical" flexItem />
      <Tooltip title="Undo (Ctrl+Z)">
        <span>
          <IconButton aria-label="Undo" disabled={!props.canUndo} onClick={props.onUndo}>
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Redo (Ctrl+Shift+Z)">
        <span>
          <IconButton aria-label="Redo" disabled={!props.canRedo} onClick={props.onRedo}>
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete the selected shape">
        <span>
          <IconButton aria-label="Delete shape" disabled={!props.canDelete} onClick={props.onDelete}>
            <Delete />
          </IconButton>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={style.stroke}
        onChange={(_event, next: string | null) => next && props.onStyle({ ...style, stroke: next })}
        aria-label="Colour"
      >
        {DRAWING_COLORS.map((color) => (
          <ToggleButton key={color} value={color} aria-label={COLOR_NAMES[color] ?? color} sx={{ p: 0.75 }}>
            <Box
              sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Stroke"
        value={style.stroke_width}
        onChange={(event) => props.onStyle({ ...style, stroke_width: Number(event.target.value) })}
        sx={{ width: 96 }}
      >
        {DRAWING_STROKE_WIDTHS.map((width) => (
          <MenuItem key={width} value={width}>
            {width} px
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={props.snap} onChange={(event) => props.onSnap(event.target.checked)} />}
        label="Snap to grid"
      />
    </Box>
  );
}
