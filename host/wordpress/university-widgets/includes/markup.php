<?php
/**
 * The markup the plugin prints, in plain PHP (no WordPress function), so the PHP command
 * line can test it: the editor-safe form of a widget and the kit's loader.
 *
 * @package University_Widgets
 */

if ( ! defined( 'ABSPATH' ) && ! defined( 'UNIVERSITY_WIDGETS_TESTING' ) ) {
	exit;
}

/**
 * The kit's origin as the plugin stores it: an http(s) origin without a path, or '' when
 * `$value` is none (the settings page shows the reason).
 *
 * @param string $value What the administrator typed.
 * @return string The origin, e.g. https://www.example.ac.in, or ''.
 */
function university_widgets_origin( $value ) {
	$parts = parse_url( trim( (string) $value ) );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	return strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . $port;
}

/**
 * The custom element a shortcode names: `name="events"` or `tag="uni-events"` both give uni-events.
 *
 * @param array $attributes The shortcode's attributes.
 * @return string The tag, or '' when the name is not a widget's.
 */
function university_widgets_tag( $attributes ) {
	$name = strtolower( trim( (string) ( $attributes['tag'] ?? $attributes['name'] ?? '' ) ) );
	$name = preg_replace( '/^uni-/', '', $name );
	return preg_match( '/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/', $name ) ? 'uni-' . $name : '';
}

/**
 * The editor-safe form of a widget (widgets/editor-markup.ts): a <div data-uni-widget> whose
 * data- attributes the kit's loader gives the widget. Every other shortcode attribute becomes
 * a data- attribute; the loader keeps only those the widget declares. Never an event handler
 * or a style: Authors may place widgets, not scripts.
 *
 * @param array $attributes The shortcode's attributes (WordPress lowercases their names).
 * @return string The markup, or an HTML comment saying why there is none.
 */
function university_widgets_markup( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	$tag        = university_widgets_tag( $attributes );
	if ( '' === $tag ) {
		return '<!-- university_widget: name="..." must name a widget, such as name="events" -->';
	}
	$html = '<div data-uni-widget="' . university_widgets_escape( $tag ) . '"';
	foreach ( $attributes as $name => $value ) {
		$name = strtolower( (string) $name );
		if ( 'name' === $name || 'tag' === $name || ! preg_match( '/^[a-z][a-z0-9-]*$/', $name ) || str_starts_with( $name, 'on' ) || 'style' === $name ) {
			continue;
		}
		$attribute = in_array( $name, array( 'id', 'class', 'lang' ), true ) ? $name : 'data-' . $name;
		$html     .= ' ' . $attribute . '="' . university_widgets_escape( (string) $value ) . '"';
	}
	return $html . '></div>';
}

/**
 * The widgets the block offers (block/widgets.json, made from the kit's Custom Elements
 * Manifest by the build), by tag.
 *
 * @param string $file The catalog's path.
 * @return array Each widget's `title`, `summary` and `settings` (its attributes), by tag.
 */
function university_widgets_catalog( $file ) {
	static $catalogs = array();
	if ( ! isset( $catalogs[ $file ] ) ) {
		$widgets            = json_decode( (string) file_get_contents( $file ), true );
		$catalogs[ $file ] = array_column( is_array( $widgets ) ? $widgets : array(), null, 'tag' );
	}
	return $catalogs[ $file ];
}

/**
 * What the block prints: the editor-safe form of the widget it names, with the settings the
 * widget declares (an old setting of another widget, left from a change of widget, is not one).
 *
 * @param array $attributes The block's attributes: `widget` (a tag), `values` (by attribute name), `className`.
 * @param array $catalog    university_widgets_catalog().
 * @return string The markup, or an HTML comment saying why there is none.
 */
function university_widgets_block_markup( $attributes, $catalog ) {
	$tag = (string) ( $attributes['widget'] ?? '' );
	if ( ! isset( $catalog[ $tag ] ) ) {
		return '<!-- university-widgets/widget: "' . university_widgets_escape( $tag ) . '" is not one of the kit\'s widgets -->';
	}
	$declared = array_column( $catalog[ $tag ]['settings'], 'name' );
	$values   = array_intersect_key( (array) ( $attributes['values'] ?? array() ), array_flip( $declared ) );
	$values   = array_map( fn( $value ) => is_bool( $value ) ? ( $value ? 'true' : 'false' ) : ( is_scalar( $value ) ? (string) $value : '' ), $values );
	$values   = array_filter( $values, 'strlen' );
	$class    = trim( (string) ( $attributes['className'] ?? '' ) );
	return university_widgets_markup( array_merge( $values, array( 'tag' => $tag ), '' === $class ? array() : array( 'class' => $class ) ) );
}

/**
 * The kit's loader as a module script (WordPress 6.1 has no API for modules).
 *
 * @param string $origin The kit's origin (university_widgets_origin).
 * @return string The script element, or '' without an origin.
 */
function university_widgets_loader( $origin ) {
	$origin = university_widgets_origin( $origin );
	if ( '' === $origin ) {
		return '';
	}
	return '<script type="module" src="' . university_widgets_escape( $origin . '/widgets/index.js' ) . '"></script>';
}

/**
 * Escapes an attribute value, as esc_attr does.
 *
 * @param string $value The value.
 * @return string The escaped value.
 */
function university_widgets_escape( $value ) {
	return htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
}
