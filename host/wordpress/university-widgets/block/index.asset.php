<?php
/**
 * What the block's editor script needs from WordPress (it is plain JavaScript: no build step).
 *
 * @package University_Widgets
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor' ),
	'version'      => '1.0.0',
);
