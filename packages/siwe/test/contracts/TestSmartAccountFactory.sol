// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./TestSmartAccount.sol";

/// Deploys TestSmartAccount with CREATE2, so an account's address is known
/// before it exists (ERC-6492's counterfactual accounts).
contract TestSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        address predicted = addressOf(owner, salt);
        if (predicted.code.length > 0) return predicted;
        return address(new TestSmartAccount{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(
            abi.encodePacked(type(TestSmartAccount).creationCode, abi.encode(owner))
        );
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash))))
        );
    }
}
