<?php
/**
 * Plugin Name: bluffhouse local game server (test sites only)
 * Description: Lets this WordPress fetch game links from ONE game server on a loopback or private
 *   address, named by the constant BLUFFHOUSE_GAME_SERVER in wp-config.php
 *   (define( 'BLUFFHOUSE_GAME_SERVER', 'http://127.0.0.1:8127' );). Without the constant it does nothing.
 *
 * Why: WordPress fetches a pasted link and its oEmbed endpoint with wp_safe_remote_get(), whose
 * wp_http_validate_url() refuses hosts on 127.x, 10.x, 172.16-31.x and 192.168.x (unless the
 * `http_request_host_is_external` filter says yes) and ports other than 80, 443 and 8080 (unless the
 * `http_allowed_safe_ports` filter adds them). A game server on a public address and a standard port
 * needs none of this: this file is for a test site whose game server runs on the same machine
 * (docs/wordpress-check.md). Copy it into wp-content/mu-plugins/.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The allowed server as [ host, port ], or null when BLUFFHOUSE_GAME_SERVER is not defined or not
 * an http(s) address with a host.
 */
function bluffhouse_local_game_server() {
	if ( ! defined( 'BLUFFHOUSE_GAME_SERVER' ) ) {
		return null;
	}
	$parts = wp_parse_url( BLUFFHOUSE_GAME_SERVER );
	if ( empty( $parts['host'] ) || empty( $parts['scheme'] ) || ! in_array( $parts['scheme'], array( 'http', 'https' ), true ) ) {
		return null;
	}
	$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $parts['scheme'] ? 443 : 80 );
	return array( strtolower( $parts['host'] ), $port );
}

/** Whether $url is on the allowed server (same host and port). */
function bluffhouse_is_local_game_server( $url ) {
	$server = bluffhouse_local_game_server();
	$parts  = wp_parse_url( $url );
	if ( ! $server || empty( $parts['host'] ) || empty( $parts['scheme'] ) ) {
		return false;
	}
	$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $parts['scheme'] ? 443 : 80 );
	return strtolower( $parts['host'] ) === $server[0] && $port === $server[1];
}

// A loopback/private host is "external" (may be fetched) only for that one server's address and port.
add_filter(
	'http_request_host_is_external',
	function ( $external, $host, $url ) {
		return $external || bluffhouse_is_local_game_server( $url );
	},
	10,
	3
);

// Its port is allowed for that one server only.
add_filter(
	'http_allowed_safe_ports',
	function ( $ports, $host, $url ) {
		if ( bluffhouse_is_local_game_server( $url ) ) {
			$server  = bluffhouse_local_game_server();
			$ports[] = $server[1];
		}
		return $ports;
	},
	10,
	3
);
